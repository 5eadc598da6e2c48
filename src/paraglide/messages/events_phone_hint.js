/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Phone_HintInputs */

const en_events_phone_hint = /** @type {(inputs: Events_Phone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`So the organisers can reach you about changes on the day.`)
};

const es_events_phone_hint = /** @type {(inputs: Events_Phone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para que los organizadores puedan avisarte de cambios el mismo día.`)
};

const fr_events_phone_hint = /** @type {(inputs: Events_Phone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour que les organisateurs puissent vous prévenir d’un changement le jour même.`)
};

/**
* | output |
* | --- |
* | "So the organisers can reach you about changes on the day." |
*
* @param {Events_Phone_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_phone_hint = /** @type {((inputs?: Events_Phone_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Phone_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_phone_hint(inputs)
	if (locale === "fr") return fr_events_phone_hint(inputs)
	return en_events_phone_hint(inputs)
});