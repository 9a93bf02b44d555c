// Quartet docs: copy buttons, the active entry of "On this page", and printing folded files.
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

  document.querySelectorAll(".sample .copy-button").forEach(function (button) {
    button.hidden = false;
    button.addEventListener("click", function () {
      var code = button.closest(".sample").querySelector("pre code");
      copyText(code ? code.textContent : "").then(
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
  });

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

  // Closing the chapters drawer on small screens after choosing one.
  var toggle = document.getElementById("site-nav-toggle");
  document.querySelectorAll(".site-sidebar a").forEach(function (link) {
    link.addEventListener("click", function () {
      if (toggle) toggle.checked = false;
    });
  });

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
})();
