/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Inq_BackInputs */

const en_partners_ad_inq_back = /** @type {(inputs: Partners_Ad_Inq_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Advertise With Us`)
};

const es_partners_ad_inq_back = /** @type {(inputs: Partners_Ad_Inq_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a Anúnciate con nosotros`)
};

const fr_partners_ad_inq_back = /** @type {(inputs: Partners_Ad_Inq_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à la page Publicité`)
};

/**
* | output |
* | --- |
* | "Back to Advertise With Us" |
*
* @param {Partners_Ad_Inq_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_inq_back = /** @type {((inputs?: Partners_Ad_Inq_BackInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Inq_BackInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_inq_back(inputs)
	if (locale === "fr") return fr_partners_ad_inq_back(inputs)
	return en_partners_ad_inq_back(inputs)
});