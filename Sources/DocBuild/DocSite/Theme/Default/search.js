// docbuild theme: search while typing, from a prebuilt index loaded as a script, so it works from
// file:// with no server. The index (search-index.js) is loaded the first time search is used.
(function () {
  "use strict";

  var box = document.getElementById("site-search");
  var input = document.getElementById("site-search-input");
  var list = document.getElementById("site-search-results");
  if (!box || !input || !list) return;
  var root = document.body.getAttribute("data-root") || "";
  var index = null;
  var loading = false;
  var results = [];
  var selected = -1;
  var maxResults = 12;

  box.hidden = false;

  // Called by search-index.js.
  window.docbuildSearchIndexLoaded = function (data) {
    var terms = data.terms
      ? data.terms.split("|").map(function (entry) {
          var space = entry.indexOf(" ");
          var previous = 0;
          var sections = entry
            .slice(space + 1)
            .split(",")
            .map(function (gap) {
              previous += parseInt(gap, 36);
              return previous;
            });
          return [entry.slice(0, space), sections];
        })
      : [];
    var stopWords = {};
    (data.stopWords || "").split(" ").forEach(function (word) {
      if (word) stopWords[word] = true;
    });
    index = { pages: data.pages, sections: data.sections, terms: terms, stopWords: stopWords };
    if (input.value) search(input.value);
  };

  function load() {
    if (index || loading) return;
    loading = true;
    var script = document.createElement("script");
    script.src = root + "search-index.js";
    script.onerror = function () {
      loading = false;
      showMessage("The search index could not be loaded.");
    };
    document.head.appendChild(script);
  }

  function words(text) {
    return text
      .toLowerCase()
      .split(/[^\p{L}\p{N}_]+/u)
      .filter(function (word) {
        return word.length > 0;
      });
  }

  // Ranking, best first: a symbol the query names exactly (the whole path, then its last
  // component: `Interactor` is the class before `InteractorHost.interactor`); a heading that holds
  // the query as a phrase ("when to choose", "deep link"); then the words matched, with those in
  // a heading and, for prose, in its page's title. Among equals prose comes first: a reference
  // member's page title is its type's name, which says nothing of what the member is about.
  var weights = {
    exactWord: 3, prefix: 1, wholeSymbol: 30, lastComponent: 20, phrase: 10, inHeading: 6,
    inTitle: 4, prose: 2, pageTop: 1
  };

  function search(query) {
    var allWords = words(query);
    if (!allWords.length) {
      close();
      return;
    }
    if (!index) {
      load();
      return;
    }
    // The words the index holds: a query of common words alone keeps them, and finds nothing.
    var queryWords = allWords.filter(function (word) {
      return !index.stopWords[word] && word.length > 1;
    });
    if (!queryWords.length) queryWords = allWords;
    var phrase = allWords.join(" ");
    var scores = null;
    queryWords.forEach(function (word) {
      var found = {};
      index.terms.forEach(function (term) {
        var weight = term[0] === word ? weights.exactWord : term[0].indexOf(word) === 0 ? weights.prefix : 0;
        if (!weight) return;
        term[1].forEach(function (section) {
          found[section] = Math.max(found[section] || 0, weight);
        });
      });
      if (scores === null) {
        scores = found;
      } else {
        var both = {};
        Object.keys(scores).forEach(function (section) {
          if (found[section]) both[section] = scores[section] + found[section];
        });
        scores = both;
      }
    });
    results = Object.keys(scores || {})
      .map(function (key) {
        var section = index.sections[+key];
        var page = index.pages[section[0]];
        var score = scores[key];
        var title = page[0].toLowerCase();
        var symbol = section[4];
        // A member's heading names its type too (`AsyncDebounceSequence.Element`): only its own
        // name says what it is about.
        var heading = symbol ? symbol.split(" ").pop() : section[2].toLowerCase();
        // In prose a title or a heading holds a word where one of its words starts with it
        // ("test" is in "Testing", not in "Doctests"); a symbol's name is one camel-cased word,
        // which holds it anywhere ("debounce" is in `AsyncDebounceSequence`).
        var titleWords = words(title);
        var headingWords = words(heading);
        function startsAWord(list, word) {
          return list.some(function (each) { return each.indexOf(word) === 0; });
        }
        queryWords.forEach(function (word) {
          if (!symbol && startsAWord(titleWords, word)) score += weights.inTitle;
          if (symbol ? heading.indexOf(word) >= 0 : startsAWord(headingWords, word)) score += weights.inHeading;
        });
        if (allWords.length > 1 && (" " + words(heading).join(" ") + " ").indexOf(" " + phrase) >= 0) {
          score += weights.phrase;
        }
        if (!section[1]) score += weights.pageTop;
        if (!symbol) score += weights.prose;
        // A symbol of the API reference that the query names exactly (`load`, `Interactor load`)
        // comes before the prose that mentions it.
        var named = queryWords.join(" ");
        if (symbol === named) {
          score += weights.wholeSymbol;
        } else if (symbol && symbol.split(" ").pop() === named) {
          score += weights.lastComponent;
        }
        return { section: section, page: page, score: score, order: +key };
      })
      .sort(function (a, b) {
        return b.score - a.score || a.order - b.order;
      })
      .slice(0, maxResults);
    // The results of one page together, in the order of each page's best one, so that each page
    // is named once, above its sections.
    var groups = [];
    var groupOfPage = {};
    results.forEach(function (result) {
      var page = result.page[1];
      if (!(page in groupOfPage)) {
        groupOfPage[page] = groups.length;
        groups.push([]);
      }
      groups[groupOfPage[page]].push(result);
    });
    results = [].concat.apply([], groups);
    render(queryWords);
  }

  function highlighted(text, queryWords) {
    var fragment = document.createDocumentFragment();
    var pattern = new RegExp(
      "(" +
        queryWords
          .map(function (word) {
            return word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
          })
          .join("|") +
        ")",
      "giu"
    );
    text.split(pattern).forEach(function (part, position) {
      if (!part) return;
      if (position % 2 === 1) {
        var mark = document.createElement("mark");
        mark.textContent = part;
        fragment.appendChild(mark);
      } else {
        fragment.appendChild(document.createTextNode(part));
      }
    });
    return fragment;
  }

  // About 110 characters of `text` around the first query word it holds, cut at spaces: the
  // matched words in context. Without a match, its start.
  var excerptLength = 110;
  function excerpt(text, queryWords) {
    var lower = text.toLowerCase();
    var at = -1;
    queryWords.forEach(function (word) {
      var found = lower.indexOf(word);
      if (found >= 0 && (at < 0 || found < at)) at = found;
    });
    var start = at < 0 ? 0 : Math.max(0, at - 30);
    if (start > 0) {
      var space = text.indexOf(" ", start);
      start = space >= 0 && space < at ? space + 1 : start;
    }
    var end = Math.min(text.length, start + excerptLength);
    if (end < text.length) {
      var lastSpace = text.lastIndexOf(" ", end);
      end = lastSpace > Math.max(start, at) ? lastSpace : end;
    }
    return (start > 0 ? "…" : "") + text.slice(start, end) + (end < text.length ? "…" : "");
  }

  function render(queryWords) {
    list.textContent = "";
    selected = results.length ? 0 : -1;
    if (!results.length) {
      showMessage("No results for “" + input.value.trim() + "”");
      return;
    }
    results.forEach(function (result, position) {
      var item = document.createElement("li");
      item.id = "site-search-result-" + position;
      item.setAttribute("role", "option");
      var link = document.createElement("a");
      link.href = root + result.page[1] + (result.section[1] ? "#" + result.section[1] : "");
      link.tabIndex = -1;
      var title = document.createElement("span");
      title.className = "result-title";
      var samePage = position > 0 && results[position - 1].page[1] === result.page[1];
      var hasHeading = result.section[2] && result.section[2] !== result.page[0];
      if (samePage) {
        item.className = "result-same-page";
      } else {
        var page = document.createElement("span");
        page.className = "result-page";
        page.appendChild(highlighted(result.page[0], queryWords));
        title.appendChild(page);
        if (hasHeading) title.appendChild(document.createTextNode(" › "));
      }
      if (hasHeading) {
        title.appendChild(highlighted(result.section[2], queryWords));
      } else if (samePage) {
        title.appendChild(highlighted(result.page[0], queryWords));
      }
      link.appendChild(title);
      if (result.section[3]) {
        var snippet = document.createElement("span");
        snippet.className = "result-snippet";
        snippet.appendChild(highlighted(excerpt(result.section[3], queryWords), queryWords));
        link.appendChild(snippet);
      }
      item.appendChild(link);
      item.addEventListener("mousemove", function () {
        select(position);
      });
      list.appendChild(item);
    });
    open();
    select(selected);
  }

  function showMessage(text) {
    list.textContent = "";
    var item = document.createElement("li");
    item.className = "search-empty";
    item.textContent = text;
    list.appendChild(item);
    results = [];
    selected = -1;
    open();
  }

  function select(position) {
    selected = position;
    Array.prototype.forEach.call(list.children, function (item, itemPosition) {
      item.setAttribute("aria-selected", itemPosition === position ? "true" : "false");
    });
    var item = list.children[position];
    if (item && item.id) {
      input.setAttribute("aria-activedescendant", item.id);
      item.scrollIntoView({ block: "nearest" });
    } else {
      input.removeAttribute("aria-activedescendant");
    }
  }

  function open() {
    list.hidden = false;
    input.setAttribute("aria-expanded", "true");
  }

  function close() {
    list.hidden = true;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
  }

  input.addEventListener("focus", function () {
    load();
    if (input.value && results.length) open();
  });
  input.addEventListener("input", function () {
    search(input.value);
  });
  input.addEventListener("keydown", function (event) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!results.length) return;
      event.preventDefault();
      var step = event.key === "ArrowDown" ? 1 : -1;
      select((selected + step + results.length) % results.length);
    } else if (event.key === "Enter") {
      var item = list.children[selected >= 0 ? selected : 0];
      var link = item && item.querySelector("a");
      if (link) {
        event.preventDefault();
        window.location.href = link.href;
      }
    } else if (event.key === "Escape") {
      input.value = "";
      close();
      input.blur();
    }
  });
  document.addEventListener("keydown", function (event) {
    var target = event.target;
    var typing = target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
    if (typing) return;
    if (event.key === "/" || ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === "k")) {
      event.preventDefault();
      input.focus();
      input.select();
    }
  });
  document.addEventListener("click", function (event) {
    if (!box.contains(event.target)) close();
  });
})();
