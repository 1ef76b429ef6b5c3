// Under each rule's heading: a ready citation of the rule in the page's
// language ("hazardlib, Rule H3, edition in English, <address>"), and its
// BibTeX, each copied with one click. It works offline: the address is the
// page's own, and copying falls back to a selected text area where the
// clipboard API is not available.
(function () {
  function strings() {
    var el = document.getElementById("hazardbook-cite-strings");
    return el ? JSON.parse(el.textContent) : null;
  }

  function copy(text, button, done) {
    function shown() {
      button.setAttribute("data-copied", text);
      var label = button.textContent;
      button.textContent = done;
      window.setTimeout(function () { button.textContent = label; }, 2000);
    }
    function fallback() {
      var area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      try { document.execCommand("copy"); } catch (e) { /* the text stays selectable */ }
      document.body.removeChild(area);
      shown();
    }
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(shown, fallback);
    } else {
      fallback();
    }
  }

  function button(text, kind) {
    var b = document.createElement("button");
    b.type = "button";
    b.className = "rule-cite-button rule-cite-" + kind;
    b.textContent = text;
    return b;
  }

  document.addEventListener("DOMContentLoaded", function () {
    var s = strings();
    if (!s) { return; }
    var marks = document.querySelectorAll("div.rule-cite");
    for (var i = 0; i < marks.length; i++) {
      var mark = marks[i];
      var number = mark.getAttribute("data-rule");
      var label = mark.getAttribute("data-label");
      var section = document.getElementById(label);
      var heading = section ? section.querySelector("h2, h3, h4") : null;
      var title = heading ? heading.textContent.replace(/[#¶]\s*$/, "").trim() : s.rule + " " + number;
      var url = window.location.href.split("#")[0] + "#" + label;
      var line = "hazardlib, " + s.rule + " " + number + ", " + s.edition + ", " + url;
      var bibtex = "@misc{hazardlib-rule-" + number + ",\n" +
        "  title = {{" + title + "}},\n" +
        "  author = {{The hazardlib authors}},\n" +
        "  howpublished = {hazardlib " + s.version + ", " + s.edition + "},\n" +
        "  year = {" + s.year + "},\n" +
        "  url = {" + url + "}\n}";
      var text = document.createElement("code");
      text.className = "rule-cite-line";
      text.textContent = line;
      var cite = button(s.cite_rule, "line");
      var bib = button(s.copy_bibtex, "bibtex");
      (function (cite, bib, line, bibtex) {
        cite.addEventListener("click", function () { copy(line, cite, s.copied); });
        bib.addEventListener("click", function () { copy(bibtex, bib, s.copied); });
      })(cite, bib, line, bibtex);
      mark.appendChild(cite);
      mark.appendChild(bib);
      mark.appendChild(text);
      if (heading) { heading.insertAdjacentElement("afterend", mark); }
    }
  });
})();
