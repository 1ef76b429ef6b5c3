// Keep the reader's place when switching language: the links already point to
// the same page in the other language; add the current #anchor to them.
(function () {
  function carryHash() {
    var links = document.querySelectorAll("a.book-language-link");
    for (var i = 0; i < links.length; i++) {
      var a = links[i];
      var base = a.getAttribute("href").split("#")[0];
      a.setAttribute("href", base + window.location.hash);
    }
  }
  document.addEventListener("DOMContentLoaded", carryHash);
  window.addEventListener("hashchange", carryHash);
})();
