/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_No_ServicesInputs */

const en_organiser_no_services = /** @type {(inputs: Organiser_No_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offer a guided tasting, a private tour or a table for a group: members book and pay for a place at the times you set.`)
};

const es_organiser_no_services = /** @type {(inputs: Organiser_No_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ofrece una degustación guiada, un recorrido privado o una mesa para un grupo: los miembros reservan y pagan su lugar en los horarios que tú fijes.`)
};

const fr_organiser_no_services = /** @type {(inputs: Organiser_No_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proposez une dégustation guidée, une visite privée ou une table pour un groupe : les membres réservent et paient leur place aux créneaux que vous fixez.`)
};

/**
* | output |
* | --- |
* | "Offer a guided tasting, a private tour or a table for a group: members book and pay for a place at the times you set." |
*
* @param {Organiser_No_ServicesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_no_services = /** @type {((inputs?: Organiser_No_ServicesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_No_ServicesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_no_services(inputs)
	if (locale === "fr") return fr_organiser_no_services(inputs)
	return en_organiser_no_services(inputs)
});