/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_PauseInputs */

const en_tours_pause = /** @type {(inputs: Tours_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pause`)
};

const es_tours_pause = /** @type {(inputs: Tours_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pausar`)
};

const fr_tours_pause = /** @type {(inputs: Tours_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mettre en pause`)
};

/**
* | output |
* | --- |
* | "Pause" |
*
* @param {Tours_PauseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_pause = /** @type {((inputs?: Tours_PauseInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_PauseInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_pause(inputs)
	if (locale === "fr") return fr_tours_pause(inputs)
	return en_tours_pause(inputs)
});