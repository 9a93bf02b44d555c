/// The script `docbuild preview` adds to every page it serves (``PreviewSite``).
///
/// It listens to the reload events and reloads the page when an event names it (the page's path
/// from the site's root, `index.html` for a folder), keeping where the reader was: the scroll
/// position is kept in `sessionStorage` across the reload (the chosen tab already is, by the
/// site's own script). A `problem` event (a change that could not be checked) shows a banner over
/// the page, which keeps the content it had, until the next `reload` event, which every checked
/// change sends, even one that changes no page (the repair of the problem, say). When the server
/// goes away, the browser's `EventSource` tries again by itself, and a page that reconnects
/// reloads once, since it may have missed an event meanwhile. While it listens, the page's root
/// element carries `data-docbuild-preview="listening"`, for tools that drive the page (the
/// browser test waits for it before editing).
enum PreviewScript {
    static let source = #"""
        (function () {
          "use strict";
          var page = decodeURIComponent(location.pathname.replace(/^\/+/, ""));
          if (page === "" || page.slice(-1) === "/") page += "index.html";
          var key = "docbuild.preview.scroll:" + page;
          var saved = sessionStorage.getItem(key);
          if (saved !== null) {
            sessionStorage.removeItem(key);
            if ("scrollRestoration" in history) history.scrollRestoration = "manual";
            var y = Number(saved);
            window.addEventListener("load", function () { window.scrollTo(0, y); });
            window.scrollTo(0, y);
          }
          function reload() {
            sessionStorage.setItem(key, String(window.scrollY));
            location.reload();
          }
          var opened = false;
          var events = new EventSource("/_docbuild/events");
          events.addEventListener("open", function () {
            if (opened) reload();
            opened = true;
            document.documentElement.setAttribute("data-docbuild-preview", "listening");
          });
          events.addEventListener("reload", function (event) {
            var banner = document.getElementById("docbuild-preview-problem");
            if (banner) banner.remove();
            var pages = JSON.parse(event.data).pages || [];
            if (pages.indexOf(page) !== -1) reload();
          });
          events.addEventListener("problem", function (event) {
            var banner = document.getElementById("docbuild-preview-problem");
            if (!banner) {
              banner = document.createElement("pre");
              banner.id = "docbuild-preview-problem";
              banner.setAttribute("role", "alert");
              banner.style.cssText = "position:fixed;top:0;left:0;right:0;z-index:1000;margin:0;" +
                "padding:0.75rem 1rem;background:#a11d1d;color:#fff;font:13px/1.4 ui-monospace,monospace;" +
                "white-space:pre-wrap;max-height:40vh;overflow:auto";
              document.body.appendChild(banner);
            }
            banner.textContent = "docbuild preview: " + JSON.parse(event.data).message;
          });
        })();
        """#
}
