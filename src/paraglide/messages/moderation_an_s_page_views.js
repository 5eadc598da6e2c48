/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_An_S_Page_ViewsInputs */

const en_moderation_an_s_page_views = /** @type {(inputs: Moderation_An_S_Page_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page views`)
};

const es_moderation_an_s_page_views = /** @type {(inputs: Moderation_An_S_Page_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vistas de página`)
};

const fr_moderation_an_s_page_views = /** @type {(inputs: Moderation_An_S_Page_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages vues`)
};

/**
* | output |
* | --- |
* | "Page views" |
*
* @param {Moderation_An_S_Page_ViewsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_s_page_views = /** @type {((inputs?: Moderation_An_S_Page_ViewsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_S_Page_ViewsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_s_page_views(inputs)
	if (locale === "fr") return fr_moderation_an_s_page_views(inputs)
	return en_moderation_an_s_page_views(inputs)
});