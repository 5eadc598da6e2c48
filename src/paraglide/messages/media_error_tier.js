/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Error_TierInputs */

const en_media_error_tier = /** @type {(inputs: Media_Error_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a tier: basic, premium, professional or enterprise.`)
};

const es_media_error_tier = /** @type {(inputs: Media_Error_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un nivel: básico, premium, profesional o empresarial.`)
};

const fr_media_error_tier = /** @type {(inputs: Media_Error_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir une formule : essentielle, premium, professionnelle ou entreprise.`)
};

/**
* | output |
* | --- |
* | "Please choose a tier: basic, premium, professional or enterprise." |
*
* @param {Media_Error_TierInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_error_tier = /** @type {((inputs?: Media_Error_TierInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Error_TierInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_error_tier(inputs)
	if (locale === "fr") return fr_media_error_tier(inputs)
	return en_media_error_tier(inputs)
});