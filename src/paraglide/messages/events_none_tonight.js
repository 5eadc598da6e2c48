/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_None_TonightInputs */

const en_events_none_tonight = /** @type {(inputs: Events_None_TonightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Events Tonight`)
};

const es_events_none_tonight = /** @type {(inputs: Events_None_TonightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay eventos esta noche`)
};

const fr_events_none_tonight = /** @type {(inputs: Events_None_TonightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun événement ce soir`)
};

/**
* | output |
* | --- |
* | "No Events Tonight" |
*
* @param {Events_None_TonightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_none_tonight = /** @type {((inputs?: Events_None_TonightInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_None_TonightInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_none_tonight(inputs)
	if (locale === "fr") return fr_events_none_tonight(inputs)
	return en_events_none_tonight(inputs)
});