/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Empty_LinkInputs */

const en_festival_empty_link = /** @type {(inputs: Festival_Empty_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`all Harlem events`)
};

const es_festival_empty_link = /** @type {(inputs: Festival_Empty_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`todos los eventos de Harlem`)
};

const fr_festival_empty_link = /** @type {(inputs: Festival_Empty_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tous les événements de Harlem`)
};

/**
* | output |
* | --- |
* | "all Harlem events" |
*
* @param {Festival_Empty_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_empty_link = /** @type {((inputs?: Festival_Empty_LinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Empty_LinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_empty_link(inputs)
	if (locale === "fr") return fr_festival_empty_link(inputs)
	return en_festival_empty_link(inputs)
});