/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pp_Sent_TitleInputs */

const en_partners_pp_sent_title = /** @type {(inputs: Partners_Pp_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partnership Application Submitted`)
};

const es_partners_pp_sent_title = /** @type {(inputs: Partners_Pp_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud de asociación enviada`)
};

const fr_partners_pp_sent_title = /** @type {(inputs: Partners_Pp_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidature de partenariat envoyée`)
};

/**
* | output |
* | --- |
* | "Partnership Application Submitted" |
*
* @param {Partners_Pp_Sent_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pp_sent_title = /** @type {((inputs?: Partners_Pp_Sent_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pp_Sent_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pp_sent_title(inputs)
	if (locale === "fr") return fr_partners_pp_sent_title(inputs)
	return en_partners_pp_sent_title(inputs)
});