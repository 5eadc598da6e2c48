/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Preset_Renaissance_And_Jazz_BlurbInputs */

const en_trip_preset_renaissance_and_jazz_blurb = /** @type {(inputs: Trip_Preset_Renaissance_And_Jazz_BlurbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Landmarks of the Harlem Renaissance by day, a jazz room by night.`)
};

const es_trip_preset_renaissance_and_jazz_blurb = /** @type {(inputs: Trip_Preset_Renaissance_And_Jazz_BlurbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De día, los lugares emblemáticos del Renacimiento de Harlem; de noche, un club de jazz.`)
};

const fr_trip_preset_renaissance_and_jazz_blurb = /** @type {(inputs: Trip_Preset_Renaissance_And_Jazz_BlurbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les hauts lieux de la Renaissance de Harlem le jour, un club de jazz le soir.`)
};

/**
* | output |
* | --- |
* | "Landmarks of the Harlem Renaissance by day, a jazz room by night." |
*
* @param {Trip_Preset_Renaissance_And_Jazz_BlurbInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_preset_renaissance_and_jazz_blurb = /** @type {((inputs?: Trip_Preset_Renaissance_And_Jazz_BlurbInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Preset_Renaissance_And_Jazz_BlurbInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_preset_renaissance_and_jazz_blurb(inputs)
	if (locale === "fr") return fr_trip_preset_renaissance_and_jazz_blurb(inputs)
	return en_trip_preset_renaissance_and_jazz_blurb(inputs)
});