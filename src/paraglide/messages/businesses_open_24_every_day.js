/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Open_24_Every_DayInputs */

const en_businesses_open_24_every_day = /** @type {(inputs: Businesses_Open_24_Every_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open 24 hours, every day`)
};

const es_businesses_open_24_every_day = /** @type {(inputs: Businesses_Open_24_Every_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abierto las 24 horas, todos los días`)
};

const fr_businesses_open_24_every_day = /** @type {(inputs: Businesses_Open_24_Every_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvert 24 h/24, tous les jours`)
};

/**
* | output |
* | --- |
* | "Open 24 hours, every day" |
*
* @param {Businesses_Open_24_Every_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_open_24_every_day = /** @type {((inputs?: Businesses_Open_24_Every_DayInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Open_24_Every_DayInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_open_24_every_day(inputs)
	if (locale === "fr") return fr_businesses_open_24_every_day(inputs)
	return en_businesses_open_24_every_day(inputs)
});