/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_HideInputs */

const en_moderation_mo_hide = /** @type {(inputs: Moderation_Mo_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide review`)
};

const es_moderation_mo_hide = /** @type {(inputs: Moderation_Mo_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar reseña`)
};

const fr_moderation_mo_hide = /** @type {(inputs: Moderation_Mo_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masquer l’avis`)
};

/**
* | output |
* | --- |
* | "Hide review" |
*
* @param {Moderation_Mo_HideInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_hide = /** @type {((inputs?: Moderation_Mo_HideInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_HideInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_hide(inputs)
	if (locale === "fr") return fr_moderation_mo_hide(inputs)
	return en_moderation_mo_hide(inputs)
});