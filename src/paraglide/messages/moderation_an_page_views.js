/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Moderation_An_Page_ViewsInputs */

const en_moderation_an_page_views = /** @type {(inputs: Moderation_An_Page_ViewsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`page view`);
	return /** @type {LocalizedString} */ (`page views`)
	
};

const es_moderation_an_page_views = /** @type {(inputs: Moderation_An_Page_ViewsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`vista de página`);
	return /** @type {LocalizedString} */ (`vistas de página`)
	
};

const fr_moderation_an_page_views = /** @type {(inputs: Moderation_An_Page_ViewsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`page vue`);
	return /** @type {LocalizedString} */ (`pages vues`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "page view" |
* | * | "page views" |
*
* @param {Moderation_An_Page_ViewsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_page_views = /** @type {((inputs: Moderation_An_Page_ViewsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_Page_ViewsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_page_views(inputs)
	if (locale === "fr") return fr_moderation_an_page_views(inputs)
	return en_moderation_an_page_views(inputs)
});