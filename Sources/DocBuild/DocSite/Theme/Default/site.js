// docbuild theme: copy buttons, the active entry of "On this page", and printing folded files.
// The page works without this script; it only adds conveniences.
(function () {
  "use strict";

  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text);
    }
    return new Promise(function (resolve, reject) {
      var area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      try {
        document.execCommand("copy") ? resolve() : reject(new Error("copy refused"));
      } catch (error) {
        reject(error);
      } finally {
        document.body.removeChild(area);
      }
    });
  }

  // What the copy button copies is what the reader sees: the visible code, and the hidden lines
  // too only while the sample shows them.
  function shownCode(sample) {
    var code = sample.querySelector("pre code");
    if (!code) return "";
    if (sample.classList.contains("shows-hidden")) return code.textContent;
    var copy = code.cloneNode(true);
    copy.querySelectorAll(".hidden-line").forEach(function (line) {
      line.remove();
    });
    return copy.textContent;
  }

  // Samples with hidden (`# `) lines, and included regions whose documentation comments are
  // hidden, get an eye toggle, as mdBook's, that shows them marked as hidden.
  document.querySelectorAll(".sample").forEach(function (sample) {
    var count = sample.querySelectorAll("pre code .hidden-line").length;
    var copyButton = sample.querySelector(".copy-button");
    if (!count || !copyButton) return;
    var toggle = document.createElement("button");
    toggle.type = "button";
    toggle.className = "hidden-toggle";
    toggle.setAttribute("aria-pressed", "false");
    // An included region hides its documentation comments, a sample its set-up.
    var documentation = sample.dataset.hiddenLines === "documentation";
    var noun = documentation
      ? (count === 1 ? "documentation line" : "documentation lines")
      : (count === 1 ? "hidden line" : "hidden lines");
    var what = documentation ? "the documentation comments" : "the set-up lines";
    function label() {
      var shown = sample.classList.contains("shows-hidden");
      toggle.textContent = (shown ? "Hide " : "Show ") + count + " " + noun;
      toggle.title = (shown ? "Hide " : "Show ") + what + " the page leaves out";
      toggle.setAttribute("aria-pressed", shown ? "true" : "false");
    }
    toggle.addEventListener("click", function () {
      sample.classList.toggle("shows-hidden");
      label();
    });
    label();
    copyButton.parentNode.insertBefore(toggle, copyButton);
  });

  // A copy button, shown once this script can wire it, copies what `text()` returns when clicked.
  function wireCopyButton(button, text) {
    button.hidden = false;
    button.addEventListener("click", function () {
      copyText(text()).then(
        function () {
          button.textContent = "Copied";
          button.classList.add("copied");
          setTimeout(function () {
            button.textContent = "Copy";
            button.classList.remove("copied");
          }, 1600);
        },
        function () {
          button.textContent = "Select and copy";
        }
      );
    });
  }

  document.querySelectorAll(".sample .copy-button").forEach(function (button) {
    wireCopyButton(button, function () {
      return shownCode(button.closest(".sample"));
    });
  });

  // Where "On this page" sits above the article (the stylesheet's narrower layout), it is
  // folded, so the article comes first; beside the article it is open, and cannot be folded. A
  // window that changes width moves it from one to the other. The HTML has it open, for readers
  // without this script.
  var outline = document.querySelector(".toc-details");
  var narrow = window.matchMedia("(max-width: 1279px)");
  function fitOutline() {
    if (outline) outline.open = !narrow.matches;
  }
  fitOutline();
  narrow.addEventListener("change", fitOutline);

  // Highlight the heading being read in "On this page".
  var tocLinks = Array.prototype.slice.call(document.querySelectorAll(".site-toc a[href^='#']"));
  if (tocLinks.length && "IntersectionObserver" in window) {
    var byId = {};
    tocLinks.forEach(function (link) {
      byId[decodeURIComponent(link.getAttribute("href").slice(1))] = link;
    });
    var visible = {};
    var observer = new IntersectionObserver(
      function (entries) {
        entries.forEach(function (entry) {
          visible[entry.target.id] = entry.isIntersecting;
        });
        var current = null;
        for (var i = 0; i < tocLinks.length; i++) {
          var id = decodeURIComponent(tocLinks[i].getAttribute("href").slice(1));
          if (visible[id]) {
            current = id;
            break;
          }
        }
        if (current) {
          tocLinks.forEach(function (link) {
            link.classList.toggle("active", link === byId[current]);
          });
        }
      },
      { rootMargin: "-60px 0px -55% 0px" }
    );
    Object.keys(byId).forEach(function (id) {
      var heading = document.getElementById(id);
      if (heading) observer.observe(heading);
    });
  }

  // Tab groups: consecutive samples marked tab="Title". Without this script they stand one under
  // the other, each under its title. Choosing a tab chooses the tab of that title in every group
  // on the page, and the choice is remembered for the rest of the visit.
  var tabKey = "docbuild.tab";
  function storedTab() {
    try {
      return window.sessionStorage.getItem(tabKey);
    } catch (error) {
      return null;
    }
  }
  function storeTab(title) {
    try {
      window.sessionStorage.setItem(tabKey, title);
    } catch (error) {
      /* storage refused (private mode, file:// policy): the choice lasts for this page */
    }
  }
  var tabGroups = [];
  document.querySelectorAll(".tab-group").forEach(function (group, groupIndex) {
    var panels = Array.prototype.slice.call(group.querySelectorAll(":scope > .tab-panel"));
    if (!panels.length) return;
    var list = document.createElement("div");
    list.className = "tab-list";
    list.setAttribute("role", "tablist");
    var buttons = panels.map(function (panel, index) {
      var id = "tab-" + groupIndex + "-" + index;
      panel.id = id + "-panel";
      panel.setAttribute("role", "tabpanel");
      panel.setAttribute("aria-labelledby", id);
      var button = document.createElement("button");
      button.type = "button";
      button.id = id;
      button.className = "tab-button";
      button.setAttribute("role", "tab");
      button.setAttribute("aria-controls", panel.id);
      button.textContent = panel.dataset.tab;
      button.addEventListener("click", function () {
        storeTab(panel.dataset.tab);
        selectEverywhere(panel.dataset.tab);
      });
      button.addEventListener("keydown", function (event) {
        var step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
        if (!step) return;
        event.preventDefault();
        var next = buttons[(index + step + buttons.length) % buttons.length];
        next.focus();
        next.click();
      });
      list.appendChild(button);
      return button;
    });
    group.insertBefore(list, group.firstChild);
    group.classList.add("tabs-enabled");
    tabGroups.push({ panels: panels, buttons: buttons });
  });
  function select(group, title) {
    var index = group.panels.findIndex(function (panel) {
      return panel.dataset.tab === title;
    });
    if (index < 0) return false;
    group.panels.forEach(function (panel, i) {
      panel.hidden = i !== index;
      group.buttons[i].setAttribute("aria-selected", i === index ? "true" : "false");
      group.buttons[i].tabIndex = i === index ? 0 : -1;
    });
    return true;
  }
  function selectEverywhere(title) {
    tabGroups.forEach(function (group) {
      select(group, title);
    });
  }
  var remembered = storedTab();
  tabGroups.forEach(function (group) {
    if (!(remembered && select(group, remembered))) select(group, group.panels[0].dataset.tab);
  });

  // The chapters drawer on small screens: a checkbox, so it works without JavaScript; here it
  // also opens from the keyboard (Enter or Space on its button, focus moving to the first
  // chapter), closes with Escape (focus back on the button), and closes after choosing a chapter.
  var toggle = document.getElementById("site-nav-toggle");
  var navButton = document.querySelector(".nav-button");
  function setDrawer(open) {
    if (!toggle) return;
    toggle.checked = open;
    if (navButton) navButton.setAttribute("aria-expanded", open ? "true" : "false");
  }
  if (toggle && navButton) {
    toggle.addEventListener("change", function () { setDrawer(toggle.checked); });
    navButton.addEventListener("keydown", function (event) {
      if (event.key !== "Enter" && event.key !== " ") return;
      event.preventDefault();
      setDrawer(!toggle.checked);
      var first = document.querySelector(".site-sidebar a");
      if (toggle.checked && first) first.focus();
    });
    document.addEventListener("keydown", function (event) {
      if (event.key !== "Escape" || !toggle.checked) return;
      setDrawer(false);
      navButton.focus();
    });
  }
  document.querySelectorAll(".site-sidebar a").forEach(function (link) {
    link.addEventListener("click", function () { setDrawer(false); });
  });

  // A table wider than its column scrolls sideways inside .table-scroll; on a touch screen the
  // scroll bar stays hidden until the reader scrolls, so the edge that hides columns fades
  // (data-more: "left", "right" or "both", which the theme's CSS styles).
  function markHiddenColumns(scroller) {
    var left = scroller.scrollLeft > 1;
    var right = scroller.scrollLeft + scroller.clientWidth < scroller.scrollWidth - 1;
    var more = left && right ? "both" : left ? "left" : right ? "right" : "";
    if (more) scroller.dataset.more = more;
    else delete scroller.dataset.more;
  }
  var scrollers = Array.prototype.slice.call(document.querySelectorAll(".table-scroll"));
  scrollers.forEach(function (scroller) {
    markHiddenColumns(scroller);
    scroller.addEventListener("scroll", function () { markHiddenColumns(scroller); }, { passive: true });
  });
  window.addEventListener("resize", function () { scrollers.forEach(markHiddenColumns); });

  // Folded example files are printed open.
  window.addEventListener("beforeprint", function () {
    document.querySelectorAll("details").forEach(function (details) {
      details.dataset.wasOpen = details.open ? "1" : "0";
      details.open = true;
    });
  });
  window.addEventListener("afterprint", function () {
    document.querySelectorAll("details").forEach(function (details) {
      details.open = details.dataset.wasOpen === "1";
    });
  });

  // Examples: a file's Copy button copies the file's text, the same bytes as its Download link.
  document.querySelectorAll(".example-file .file-copy").forEach(function (button) {
    wireCopyButton(button, function () {
      var code = button.closest(".example-file").querySelector("pre code");
      return code ? code.textContent : "";
    });
  });
})();
