/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Inq_DescriptionInputs */

const en_partners_ad_inq_description = /** @type {(inputs: Partners_Ad_Inq_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask the Harlem Guide advertising team about a package or a custom campaign.`)
};

const es_partners_ad_inq_description = /** @type {(inputs: Partners_Ad_Inq_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consulta al equipo de publicidad de la Harlem Guide sobre un paquete o una campaña a medida.`)
};

const fr_partners_ad_inq_description = /** @type {(inputs: Partners_Ad_Inq_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Interrogez l’équipe publicité du Harlem Guide sur une formule ou une campagne sur mesure.`)
};

/**
* | output |
* | --- |
* | "Ask the Harlem Guide advertising team about a package or a custom campaign." |
*
* @param {Partners_Ad_Inq_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_inq_description = /** @type {((inputs?: Partners_Ad_Inq_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Inq_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_inq_description(inputs)
	if (locale === "fr") return fr_partners_ad_inq_description(inputs)
	return en_partners_ad_inq_description(inputs)
});