/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Perm_Businesses_ViewInputs */

const en_moderation_perm_businesses_view = /** @type {(inputs: Moderation_Perm_Businesses_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View businesses`)
};

const es_moderation_perm_businesses_view = /** @type {(inputs: Moderation_Perm_Businesses_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver negocios`)
};

const fr_moderation_perm_businesses_view = /** @type {(inputs: Moderation_Perm_Businesses_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les commerces`)
};

/**
* | output |
* | --- |
* | "View businesses" |
*
* @param {Moderation_Perm_Businesses_ViewInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_perm_businesses_view = /** @type {((inputs?: Moderation_Perm_Businesses_ViewInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Perm_Businesses_ViewInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_perm_businesses_view(inputs)
	if (locale === "fr") return fr_moderation_perm_businesses_view(inputs)
	return en_moderation_perm_businesses_view(inputs)
});