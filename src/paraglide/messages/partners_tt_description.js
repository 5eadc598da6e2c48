/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} Partners_Tt_DescriptionInputs */

const en_partners_tt_description = /** @type {(inputs: Partners_Tt_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Group tours, corporate events and educational visits to Harlem for tour operators and planners: ${i?.percent}% group discount, dedicated guides, itineraries and rate sheets.`)
};

const es_partners_tt_description = /** @type {(inputs: Partners_Tt_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tours en grupo, eventos corporativos y visitas educativas a Harlem para operadores turísticos y organizadores: ${i?.percent} % de descuento para grupos, guías dedicados, itinerarios y tarifas.`)
};

const fr_partners_tt_description = /** @type {(inputs: Partners_Tt_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Visites de groupe, événements d’entreprise et sorties scolaires à Harlem pour voyagistes et organisateurs : ${i?.percent} % de remise groupe, guides attitrés, itinéraires et grilles tarifaires.`)
};

/**
* | output |
* | --- |
* | "Group tours, corporate events and educational visits to Harlem for tour operators and planners: {percent}% group discount, dedicated guides, itineraries and ..." |
*
* @param {Partners_Tt_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_description = /** @type {((inputs: Partners_Tt_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_description(inputs)
	if (locale === "fr") return fr_partners_tt_description(inputs)
	return en_partners_tt_description(inputs)
});