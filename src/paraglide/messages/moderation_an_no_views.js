/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_An_No_ViewsInputs */

const en_moderation_an_no_views = /** @type {(inputs: Moderation_An_No_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No views counted in this period yet.`)
};

const es_moderation_an_no_views = /** @type {(inputs: Moderation_An_No_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay vistas en este período.`)
};

const fr_moderation_an_no_views = /** @type {(inputs: Moderation_An_No_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune vue comptée sur cette période pour l’instant.`)
};

/**
* | output |
* | --- |
* | "No views counted in this period yet." |
*
* @param {Moderation_An_No_ViewsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_no_views = /** @type {((inputs?: Moderation_An_No_ViewsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_No_ViewsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_no_views(inputs)
	if (locale === "fr") return fr_moderation_an_no_views(inputs)
	return en_moderation_an_no_views(inputs)
});