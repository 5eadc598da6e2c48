/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Bookable_ServicesInputs */

const en_organiser_bookable_services = /** @type {(inputs: Organiser_Bookable_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookable services`)
};

const es_organiser_bookable_services = /** @type {(inputs: Organiser_Bookable_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servicios con reserva`)
};

const fr_organiser_bookable_services = /** @type {(inputs: Organiser_Bookable_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prestations à réserver`)
};

/**
* | output |
* | --- |
* | "Bookable services" |
*
* @param {Organiser_Bookable_ServicesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_bookable_services = /** @type {((inputs?: Organiser_Bookable_ServicesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Bookable_ServicesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_bookable_services(inputs)
	if (locale === "fr") return fr_organiser_bookable_services(inputs)
	return en_organiser_bookable_services(inputs)
});