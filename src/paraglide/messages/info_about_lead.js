/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_About_LeadInputs */

const en_info_about_lead = /** @type {(inputs: Info_About_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A city within a city, in one guide: the businesses, events and neighborhoods of Harlem's four community boards.`)
};

const es_info_about_lead = /** @type {(inputs: Info_About_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una ciudad dentro de la ciudad, en una sola guía: los negocios, eventos y barrios de los cuatro distritos comunitarios de Harlem.`)
};

const fr_info_about_lead = /** @type {(inputs: Info_About_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une ville dans la ville, en un seul guide : les commerces, les événements et les quartiers des quatre districts communautaires de Harlem.`)
};

/**
* | output |
* | --- |
* | "A city within a city, in one guide: the businesses, events and neighborhoods of Harlem's four community boards." |
*
* @param {Info_About_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_about_lead = /** @type {((inputs?: Info_About_LeadInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_About_LeadInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_about_lead(inputs)
	if (locale === "fr") return fr_info_about_lead(inputs)
	return en_info_about_lead(inputs)
});