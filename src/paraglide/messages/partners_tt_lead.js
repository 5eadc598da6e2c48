/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_LeadInputs */

const en_partners_tt_lead = /** @type {(inputs: Partners_Tt_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bring your groups to Harlem with a local partner. We plan the day, book the venues, provide the guide and know which church welcomes visitors this Sunday and which jazz room can seat twenty.`)
};

const es_partners_tt_lead = /** @type {(inputs: Partners_Tt_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trae a tus grupos a Harlem con un socio local. Planificamos el día, reservamos los lugares, ponemos el guía y sabemos qué iglesia recibe visitantes este domingo y qué club de jazz tiene sitio para veinte.`)
};

const fr_partners_tt_lead = /** @type {(inputs: Partners_Tt_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amenez vos groupes à Harlem avec un partenaire local. Nous organisons la journée, réservons les lieux, fournissons le guide et savons quelle église accueille les visiteurs ce dimanche et quel club de jazz peut asseoir vingt personnes.`)
};

/**
* | output |
* | --- |
* | "Bring your groups to Harlem with a local partner. We plan the day, book the venues, provide the guide and know which church welcomes visitors this Sunday and..." |
*
* @param {Partners_Tt_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_lead = /** @type {((inputs?: Partners_Tt_LeadInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_LeadInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_lead(inputs)
	if (locale === "fr") return fr_partners_tt_lead(inputs)
	return en_partners_tt_lead(inputs)
});