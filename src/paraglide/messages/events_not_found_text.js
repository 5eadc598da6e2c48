/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Not_Found_TextInputs */

const en_events_not_found_text = /** @type {(inputs: Events_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The event you're looking for doesn't exist.`)
};

const es_events_not_found_text = /** @type {(inputs: Events_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El evento que buscas no existe.`)
};

const fr_events_not_found_text = /** @type {(inputs: Events_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’événement que vous cherchez n’existe pas.`)
};

/**
* | output |
* | --- |
* | "The event you're looking for doesn't exist." |
*
* @param {Events_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_not_found_text = /** @type {((inputs?: Events_Not_Found_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Not_Found_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_not_found_text(inputs)
	if (locale === "fr") return fr_events_not_found_text(inputs)
	return en_events_not_found_text(inputs)
});