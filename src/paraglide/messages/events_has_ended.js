/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Has_EndedInputs */

const en_events_has_ended = /** @type {(inputs: Events_Has_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event has ended.`)
};

const es_events_has_ended = /** @type {(inputs: Events_Has_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este evento ya terminó.`)
};

const fr_events_has_ended = /** @type {(inputs: Events_Has_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet événement est terminé.`)
};

/**
* | output |
* | --- |
* | "This event has ended." |
*
* @param {Events_Has_EndedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_has_ended = /** @type {((inputs?: Events_Has_EndedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Has_EndedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_has_ended(inputs)
	if (locale === "fr") return fr_events_has_ended(inputs)
	return en_events_has_ended(inputs)
});