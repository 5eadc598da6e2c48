/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Service_PlacesInputs */

const en_organiser_service_places = /** @type {(inputs: Organiser_Service_PlacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Places per time *`)
};

const es_organiser_service_places = /** @type {(inputs: Organiser_Service_PlacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lugares por horario *`)
};

const fr_organiser_service_places = /** @type {(inputs: Organiser_Service_PlacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Places par créneau *`)
};

/**
* | output |
* | --- |
* | "Places per time *" |
*
* @param {Organiser_Service_PlacesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_service_places = /** @type {((inputs?: Organiser_Service_PlacesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Service_PlacesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_service_places(inputs)
	if (locale === "fr") return fr_organiser_service_places(inputs)
	return en_organiser_service_places(inputs)
});