/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_JoiningInputs */

const en_events_joining = /** @type {(inputs: Events_JoiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joining...`)
};

const es_events_joining = /** @type {(inputs: Events_JoiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uniéndote...`)
};

const fr_events_joining = /** @type {(inputs: Events_JoiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription sur la liste...`)
};

/**
* | output |
* | --- |
* | "Joining..." |
*
* @param {Events_JoiningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_joining = /** @type {((inputs?: Events_JoiningInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_JoiningInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_joining(inputs)
	if (locale === "fr") return fr_events_joining(inputs)
	return en_events_joining(inputs)
});