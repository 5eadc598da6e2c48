/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_DescriptionInputs */

const en_partners_lp_description = /** @type {(inputs: Partners_Lp_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium listing plans for Harlem businesses: priority placement in the Harlem Guide directory, with prices and durations.`)
};

const es_partners_lp_description = /** @type {(inputs: Partners_Lp_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes de ficha prémium para negocios de Harlem: ubicación prioritaria en el directorio de la Harlem Guide, con precios y duraciones.`)
};

const fr_partners_lp_description = /** @type {(inputs: Partners_Lp_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formules de fiche premium pour les entreprises de Harlem : mise en avant prioritaire dans l’annuaire du Harlem Guide, avec prix et durées.`)
};

/**
* | output |
* | --- |
* | "Premium listing plans for Harlem businesses: priority placement in the Harlem Guide directory, with prices and durations." |
*
* @param {Partners_Lp_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_description = /** @type {((inputs?: Partners_Lp_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_description(inputs)
	if (locale === "fr") return fr_partners_lp_description(inputs)
	return en_partners_lp_description(inputs)
});