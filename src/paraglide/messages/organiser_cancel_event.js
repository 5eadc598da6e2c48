/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Cancel_EventInputs */

const en_organiser_cancel_event = /** @type {(inputs: Organiser_Cancel_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel event`)
};

const es_organiser_cancel_event = /** @type {(inputs: Organiser_Cancel_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar evento`)
};

const fr_organiser_cancel_event = /** @type {(inputs: Organiser_Cancel_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler l’événement`)
};

/**
* | output |
* | --- |
* | "Cancel event" |
*
* @param {Organiser_Cancel_EventInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_cancel_event = /** @type {((inputs?: Organiser_Cancel_EventInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Cancel_EventInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_cancel_event(inputs)
	if (locale === "fr") return fr_organiser_cancel_event(inputs)
	return en_organiser_cancel_event(inputs)
});