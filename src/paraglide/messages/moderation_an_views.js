/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_An_ViewsInputs */

const en_moderation_an_views = /** @type {(inputs: Moderation_An_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Views`)
};

const es_moderation_an_views = /** @type {(inputs: Moderation_An_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vistas`)
};

const fr_moderation_an_views = /** @type {(inputs: Moderation_An_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vues`)
};

/**
* | output |
* | --- |
* | "Views" |
*
* @param {Moderation_An_ViewsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_views = /** @type {((inputs?: Moderation_An_ViewsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_ViewsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_views(inputs)
	if (locale === "fr") return fr_moderation_an_views(inputs)
	return en_moderation_an_views(inputs)
});