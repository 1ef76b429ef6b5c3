// Gaps the themes leave for keyboard and screen-reader users, filled in the
// page's language: the sidebar's toggles of a chapter's sections (a <summary>
// holding only an icon) get a name; the book's title at the top of the
// sidebar sits in a navigation landmark like the rest of the sidebar; a table
// or an output that scrolls sideways can be reached and scrolled with the
// keyboard; and an empty header cell (the corner of a table with row labels)
// is a plain cell, not a header without a name; the button that folds an
// exercise's solution (sphinx-togglebutton, labelled in English) is named by
// the solution's title, in the page's language.
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
    var heads = document.querySelectorAll(".bd-article th");
    for (var j = 0; j < heads.length; j++) {
      var th = heads[j];
      if (!th.textContent.trim()) {
        var td = document.createElement("td");
        for (var k = 0; k < th.attributes.length; k++) { td.setAttribute(th.attributes[k].name, th.attributes[k].value); }
        th.parentNode.replaceChild(td, th);
      }
    }
    // The glossary's tables become one card per term on a narrow screen
    // (hazardbook.css): each cell carries its column's name.
    var glossary = document.querySelectorAll("#glossary table");
    for (var g = 0; g < glossary.length; g++) {
      var names = [];
      var ths = glossary[g].querySelectorAll("thead th");
      for (var h = 0; h < ths.length; h++) { names.push(ths[h].textContent.trim()); }
      var rows = glossary[g].querySelectorAll("tbody tr");
      for (var r = 0; r < rows.length; r++) {
        var cells = rows[r].children;
        for (var c = 0; c < cells.length && c < names.length; c++) { cells[c].setAttribute("data-label", names[c]); }
      }
    }
    function focusable() {
      var boxes = document.querySelectorAll(".bd-article .pst-scrollable-table-container, .bd-article table, .bd-article div.cell_output, .bd-article pre");
      for (var m = 0; m < boxes.length; m++) {
        var box = boxes[m];
        if (box.scrollWidth > box.clientWidth + 1 && !box.hasAttribute("tabindex")) {
          box.setAttribute("tabindex", "0");
        }
      }
    }
    focusable();
    window.addEventListener("resize", focusable);
    // A fold button is named by what it folds: a solution's button by the
    // solution's title ("Solution: Exercise 3 (...)"), else the generic words.
    function toggles() {
      var buttons = document.querySelectorAll(".toggle-button");
      for (var n = 0; n < buttons.length; n++) {
        var box = buttons[n].closest(".admonition, .dropdown");
        var title = box && box.querySelector(".admonition-title");
        var words = "";
        if (title) {
          var copy = title.cloneNode(true);
          var inner = copy.querySelectorAll("button");
          for (var q = 0; q < inner.length; q++) { inner[q].remove(); }
          words = copy.textContent.replace(/[ \t\n\r\f]+/g, " ").trim();
        }
        buttons[n].setAttribute("aria-label", words || s.toggle_hidden);
      }
    }
    toggles();
    // sphinx-togglebutton may add its buttons after this handler has run.
    setTimeout(toggles, 0);
  });
})();
