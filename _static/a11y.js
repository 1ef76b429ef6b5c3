// Two gaps the themes leave for screen readers, filled in the page's language:
// the sidebar's toggles of a chapter's sections (a <summary> holding only an
// icon) get a name, and the book's title at the top of the sidebar sits in a
// navigation landmark like the rest of the sidebar.
(function () {
  document.addEventListener("DOMContentLoaded", function () {
    var el = document.getElementById("hazardbook-cite-strings");
    if (!el) { return; }
    var s = JSON.parse(el.textContent);
    var summaries = document.querySelectorAll("summary");
    for (var i = 0; i < summaries.length; i++) {
      var summary = summaries[i];
      if (!summary.textContent.trim() && !summary.getAttribute("aria-label")) {
        summary.setAttribute("aria-label", s.toggle_subsections);
      }
    }
    var brand = document.querySelector(".sidebar-primary-items__start > .sidebar-primary-item:first-child");
    if (brand && !brand.closest("nav, [role=navigation], header, main, aside, footer")) {
      brand.setAttribute("role", "navigation");
      brand.setAttribute("aria-label", s.brand);
    }
  });
})();
