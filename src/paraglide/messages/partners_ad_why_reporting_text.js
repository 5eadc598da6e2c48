/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Why_Reporting_TextInputs */

const en_partners_ad_why_reporting_text = /** @type {(inputs: Partners_Ad_Why_Reporting_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every package includes a monthly report of impressions and clicks on your placements.`)
};

const es_partners_ad_why_reporting_text = /** @type {(inputs: Partners_Ad_Why_Reporting_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada paquete incluye un informe mensual de impresiones y clics en tus anuncios.`)
};

const fr_partners_ad_why_reporting_text = /** @type {(inputs: Partners_Ad_Why_Reporting_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque formule comprend un rapport mensuel des impressions et des clics sur vos emplacements.`)
};

/**
* | output |
* | --- |
* | "Every package includes a monthly report of impressions and clicks on your placements." |
*
* @param {Partners_Ad_Why_Reporting_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_why_reporting_text = /** @type {((inputs?: Partners_Ad_Why_Reporting_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Why_Reporting_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_why_reporting_text(inputs)
	if (locale === "fr") return fr_partners_ad_why_reporting_text(inputs)
	return en_partners_ad_why_reporting_text(inputs)
});