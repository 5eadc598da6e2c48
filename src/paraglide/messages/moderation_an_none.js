/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_An_NoneInputs */

const en_moderation_an_none = /** @type {(inputs: Moderation_An_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None yet.`)
};

const es_moderation_an_none = /** @type {(inputs: Moderation_An_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay ninguno.`)
};

const fr_moderation_an_none = /** @type {(inputs: Moderation_An_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun pour l’instant.`)
};

/**
* | output |
* | --- |
* | "None yet." |
*
* @param {Moderation_An_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_none = /** @type {((inputs?: Moderation_An_NoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_NoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_none(inputs)
	if (locale === "fr") return fr_moderation_an_none(inputs)
	return en_moderation_an_none(inputs)
});