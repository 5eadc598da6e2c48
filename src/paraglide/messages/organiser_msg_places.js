/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_PlacesInputs */

const en_organiser_msg_places = /** @type {(inputs: Organiser_Msg_PlacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Places per time must be between 1 and 500`)
};

const es_organiser_msg_places = /** @type {(inputs: Organiser_Msg_PlacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los lugares por horario deben estar entre 1 y 500`)
};

const fr_organiser_msg_places = /** @type {(inputs: Organiser_Msg_PlacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nombre de places par créneau doit être compris entre 1 et 500`)
};

/**
* | output |
* | --- |
* | "Places per time must be between 1 and 500" |
*
* @param {Organiser_Msg_PlacesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_places = /** @type {((inputs?: Organiser_Msg_PlacesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_PlacesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_places(inputs)
	if (locale === "fr") return fr_organiser_msg_places(inputs)
	return en_organiser_msg_places(inputs)
});