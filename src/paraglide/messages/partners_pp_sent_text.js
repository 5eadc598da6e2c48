/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pp_Sent_TextInputs */

const en_partners_pp_sent_text = /** @type {(inputs: Partners_Pp_Sent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team will contact you within 2 business days.`)
};

const es_partners_pp_sent_text = /** @type {(inputs: Partners_Pp_Sent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuestro equipo se comunicará contigo en un plazo de 2 días hábiles.`)
};

const fr_partners_pp_sent_text = /** @type {(inputs: Partners_Pp_Sent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre équipe vous contactera sous 2 jours ouvrés.`)
};

/**
* | output |
* | --- |
* | "Our team will contact you within 2 business days." |
*
* @param {Partners_Pp_Sent_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pp_sent_text = /** @type {((inputs?: Partners_Pp_Sent_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pp_Sent_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pp_sent_text(inputs)
	if (locale === "fr") return fr_partners_pp_sent_text(inputs)
	return en_partners_pp_sent_text(inputs)
});