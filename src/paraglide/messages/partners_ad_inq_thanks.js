/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Inq_ThanksInputs */

const en_partners_ad_inq_thanks = /** @type {(inputs: Partners_Ad_Inq_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for your interest in advertising with the Harlem Guide. Our advertising team will contact you within two business days with availability and next steps.`)
};

const es_partners_ad_inq_thanks = /** @type {(inputs: Partners_Ad_Inq_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gracias por tu interés en anunciarte en la Harlem Guide. Nuestro equipo de publicidad se pondrá en contacto contigo en un plazo de dos días hábiles con la disponibilidad y los próximos pasos.`)
};

const fr_partners_ad_inq_thanks = /** @type {(inputs: Partners_Ad_Inq_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci de votre intérêt pour la publicité sur le Harlem Guide. Notre équipe publicité vous contactera sous deux jours ouvrés avec les disponibilités et la suite.`)
};

/**
* | output |
* | --- |
* | "Thank you for your interest in advertising with the Harlem Guide. Our advertising team will contact you within two business days with availability and next s..." |
*
* @param {Partners_Ad_Inq_ThanksInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_inq_thanks = /** @type {((inputs?: Partners_Ad_Inq_ThanksInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Inq_ThanksInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_inq_thanks(inputs)
	if (locale === "fr") return fr_partners_ad_inq_thanks(inputs)
	return en_partners_ad_inq_thanks(inputs)
});