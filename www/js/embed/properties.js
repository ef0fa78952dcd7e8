// The embedded elements' properties that mirror their attributes, as a
// built-in element's do: reading gives the attribute's value (or the
// documented default), writing sets the attribute (null removes it), and
// the element rebuilds from it as from markup. A property set before the
// element's class was defined (a framework that sets properties on a tag
// the script has not upgraded yet) is taken over when the class arrives.

/** A text attribute's property: its value, '' when absent. */
export function text(attribute) {
  return {
    get() {
      return this.getAttribute(attribute) ?? '';
    },
    set(value) {
      if (value === null || value === undefined) this.removeAttribute(attribute);
      else this.setAttribute(attribute, String(value));
    },
  };
}

/** A property for one of a few names: the attribute's value when it is one, else `choices(element)[0]` (or ''). */
export function choice(attribute, choices) {
  return {
    ...text(attribute),
    get() {
      const allowed = choices(this) ?? [];
      const value = this.getAttribute(attribute);
      return allowed.includes(value) ? value : (allowed[0] ?? '');
    },
  };
}

/** A present-or-absent attribute's property: a boolean. */
export function flag(attribute) {
  return {
    get() {
      return this.hasAttribute(attribute);
    },
    set(value) {
      this.toggleAttribute(attribute, Boolean(value));
    },
  };
}

/** Defines `accessors` (by property name) on `Class`'s prototype. */
export function defineProperties(Class, accessors) {
  for (const [name, accessor] of Object.entries(accessors)) {
    Object.defineProperty(Class.prototype, name, { ...accessor, configurable: true, enumerable: true });
  }
}

/**
 * Re-applies through the class's accessors the properties `names` that
 * were set on the element itself before it was upgraded (they would hide
 * the accessors). Run in the constructor: only an upgraded element has any.
 */
export function adoptProperties(element, names) {
  for (const name of names) {
    if (!Object.hasOwn(element, name)) continue;
    const value = element[name];
    delete element[name];
    element[name] = value;
  }
}
