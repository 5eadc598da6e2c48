/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Save_EventInputs */

const en_organiser_save_event = /** @type {(inputs: Organiser_Save_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save event`)
};

const es_organiser_save_event = /** @type {(inputs: Organiser_Save_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar evento`)
};

const fr_organiser_save_event = /** @type {(inputs: Organiser_Save_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer l’événement`)
};

/**
* | output |
* | --- |
* | "Save event" |
*
* @param {Organiser_Save_EventInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_save_event = /** @type {((inputs?: Organiser_Save_EventInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Save_EventInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_save_event(inputs)
	if (locale === "fr") return fr_organiser_save_event(inputs)
	return en_organiser_save_event(inputs)
});