/* Edit and run the page's Python in the reader's browser.
 *
 * Every code cell and every example (>>> lines) gets a Run button. Pressing it
 * loads Pyodide and the book's wheels from the site itself (the _runtime folder
 * that `make book` fills: tools/browser_runtime.py), never from another host,
 * turns the code into an editable text box and runs it. The page's cells share
 * one Python session: the first Run also runs, silently, the cells above it,
 * as a notebook would have. Output is written under the cell; reports come out
 * in the edition's language. Cells that need numpy or matplotlib, which the
 * in-browser Python does not have, say so and point to `make lab`.
 *
 * The words come from the page (the JSON script hazardbook-run-strings, which
 * conf.py writes from the hazardbook catalog), so every edition speaks its language.
 */
(function () {
  "use strict";
  var source = document.getElementById("hazardbook-run-strings");
  if (!source) return;
  var words = JSON.parse(source.textContent);
  var html = document.documentElement;
  var contentRoot = html.dataset.content_root || (window.DOCUMENTATION_OPTIONS || {}).URL_ROOT || "./";
  // The runtime sits beside the editions: <site>/_runtime/, the edition being <site>/<lang>/.
  var runtimeRoot = new URL(contentRoot + "../_runtime/", window.location.href).href;
  var language = (html.lang || "en").replace("-", "_");  // nb-NO: the catalog folder nb_NO
  var blocks = [];
  var session = null;      // the promise of {pyodide, globals}
  var ranUpTo = -1;        // the blocks above this index have run in the session

  function codeOf(block) {
    if (block.editor) return block.editor.value;
    var text = block.pre.textContent;
    if (block.kind !== "pycon") return text.replace(/\n$/, "");
    // An example: keep the lines after >>> and ..., drop the output the page shows.
    return text.split("\n").filter(function (line) {
      return line.startsWith(">>> ") || line === ">>>" || line.startsWith("... ") || line === "...";
    }).map(function (line) { return line.slice(4); }).join("\n");
  }

  function start() {
    if (session) return session;
    session = fetch(runtimeRoot + "manifest.json").then(function (r) {
      if (!r.ok) throw new Error(words.missing);
      return r.json();
    }).then(function (manifest) {
      return import(runtimeRoot + manifest.pyodide).then(function (module) {
        return module.loadPyodide({ indexURL: runtimeRoot + "pyodide/" });
      }).then(function (pyodide) {
        var wheels = manifest.wheels.map(function (w) { return runtimeRoot + w; });
        return pyodide.loadPackage(wheels, { messageCallback: function () {} }).then(function () {
          var globals = pyodide.globals.get("dict")();
          // Reports write their words and numbers in the edition's language (hazardlib.report).
          pyodide.runPython("import os\nos.environ['HAZARDLIB_LANGUAGE'] = " + JSON.stringify(language),
                            { globals: globals });
          pyodide.runPython(RUNNER, { globals: globals });
          return { pyodide: pyodide, globals: globals };
        });
      });
    });
    session.catch(function () { session = null; });
    return session;
  }

  // Python's side: run a block statement by statement, as Python's prompt does for
  // an example (every value printed) and Jupyter for a cell (the last value shown,
  // a report as its HTML table).
  var RUNNER = [
    "import ast as _ast",
    "def _hazardbook_run(source, every):",
    "    tree = _ast.parse(source, '<cell>', 'exec')",
    "    shown = None",
    "    for i, node in enumerate(tree.body):",
    "        last = i == len(tree.body) - 1",
    "        if isinstance(node, _ast.Expr):",
    "            value = eval(compile(_ast.Expression(node.value), '<cell>', 'eval'), globals())",
    "            if value is None:",
    "                continue",
    "            if last and (not every or hasattr(value, '_repr_mimebundle_')):",
    "                shown = value",
    "            elif every:",
    "                print(repr(value))",
    "        else:",
    "            exec(compile(_ast.Module([node], []), '<cell>', 'exec'), globals())",
    "    if shown is None:",
    "        return None",
    "    bundle = shown._repr_mimebundle_() if hasattr(shown, '_repr_mimebundle_') else {}",
    "    return [bundle.get('text/html'), bundle.get('text/plain') or repr(shown)]",
  ].join("\n");

  // Run *code* in the session: what it printed, and the value it shows.
  function execute(py, code, every) {
    var out = [];
    py.pyodide.setStdout({ batched: function (s) { out.push(s); } });
    py.pyodide.setStderr({ batched: function (s) { out.push(s); } });
    return Promise.resolve().then(function () {
      var result = py.globals.get("_hazardbook_run")(code, every);
      var shown = { text: out.join("\n"), html: null };
      if (result) {
        var parts = result.toJs();
        result.destroy();
        if (parts[0]) shown.html = parts[0];
        else shown.text += (shown.text ? "\n" : "") + parts[1];
      }
      return shown;
    });
  }

  function explain(error) {
    var message = String(error && error.message || error);
    var missing = message.match(/No module named '(numpy|scipy|matplotlib|pandas)/);
    if (missing) return words.needs_lab.replace("{module}", missing[1]);
    // The Python traceback's last line says what went wrong.
    var lines = message.trim().split("\n");
    return lines[lines.length - 1];
  }

  function show(block, shown, failed) {
    var area = block.output;
    area.hidden = false;
    area.textContent = "";
    area.classList.toggle("hazardbook-run-error", !!failed);
    var heading = document.createElement("p");
    heading.className = "hazardbook-run-heading";
    heading.textContent = failed ? words.error : words.output;
    area.appendChild(heading);
    if (!shown.text && !shown.html) {
      var done = document.createElement("p");
      done.textContent = words.done;
      area.appendChild(done);
    }
    if (shown.text) {
      var pre = document.createElement("pre");
      pre.textContent = shown.text;
      area.appendChild(pre);
    }
    if (shown.html) {
      var div = document.createElement("div");
      div.className = "hazardbook-run-html";
      div.innerHTML = shown.html;
      area.appendChild(div);
    }
  }

  function edit(block) {
    if (block.editor) return;
    var editor = document.createElement("textarea");
    editor.className = "hazardbook-run-editor";
    editor.spellcheck = false;
    editor.setAttribute("aria-label", words.editor);
    editor.value = codeOf(block);
    editor.rows = Math.min(30, editor.value.split("\n").length + 1);
    block.pre.parentNode.insertBefore(editor, block.pre);
    block.pre.hidden = true;
    block.editor = editor;
    var details = block.pre.closest("details");
    if (details) details.open = true;
  }

  function run(index) {
    var block = blocks[index];
    edit(block);
    block.button.disabled = true;
    block.button.textContent = session ? words.running : words.loading;
    block.output.hidden = false;
    block.output.textContent = session ? words.running : words.loading;
    var started = performance.now();
    start().then(function (py) {
      block.button.textContent = words.running;
      // The cells above run once, silently, as a notebook's would have.
      var chain = Promise.resolve();
      for (var i = ranUpTo + 1; i < index; i++) {
        (function (j) {
          chain = chain.then(function () {
            return execute(py, codeOf(blocks[j]), blocks[j].kind === "pycon").catch(function () {});
          });
        })(i);
      }
      return chain.then(function () {
        ranUpTo = Math.max(ranUpTo, index - 1);
        return execute(py, codeOf(block), block.kind === "pycon");
      }).then(function (shown) { show(block, shown, false); }, function (error) {
        show(block, { text: explain(error), html: null }, true);
      });
    }, function (error) {
      show(block, { text: explain(error), html: null }, true);
    }).then(function () {
      block.root.dataset.runSeconds = ((performance.now() - started) / 1000).toFixed(2);
      block.button.disabled = false;
      block.button.textContent = words.run;
    });
  }

  function setUp() {
    var found = document.querySelectorAll(
      "div.cell div.cell_input div.highlight pre, div.highlight-pycon div.highlight pre");
    found.forEach(function (pre) {
      var root = pre.closest("div.cell") || pre.closest("div.highlight-pycon");
      var kind = root.classList.contains("highlight-pycon") ? "pycon" : "cell";
      var block = { root: root, pre: pre, kind: kind, editor: null };
      var index = blocks.push(block) - 1;
      var bar = document.createElement("div");
      bar.className = "hazardbook-run-bar";
      var button = document.createElement("button");
      button.type = "button";
      button.className = "hazardbook-run-button";
      button.textContent = words.run;
      button.dataset.label = words.run;
      button.title = words.title;
      button.addEventListener("click", function () { run(index); });
      bar.appendChild(button);
      var output = document.createElement("div");
      output.className = "hazardbook-run-output";
      output.setAttribute("role", "status");
      output.setAttribute("aria-live", "polite");
      output.hidden = true;
      block.button = button;
      block.output = output;
      // Under the cell's code, or under the fold that hides it (the button stays in view).
      var input = pre.closest("div.cell_input");
      var fold = input && input.parentNode.tagName === "DETAILS" ? input.parentNode : input;
      var after = kind === "cell" ? fold : root;
      after.parentNode.insertBefore(bar, after.nextSibling);
      bar.parentNode.insertBefore(output, bar.nextSibling);
    });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setUp);
  else setUp();
})();
