/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_EmptyInputs */

const en_festival_empty = /** @type {(inputs: Festival_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Harlem Week programme has not been published yet.`)
};

const es_festival_empty = /** @type {(inputs: Festival_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El programa de Harlem Week aún no se ha publicado.`)
};

const fr_festival_empty = /** @type {(inputs: Festival_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le programme de Harlem Week n’est pas encore publié.`)
};

/**
* | output |
* | --- |
* | "The Harlem Week programme has not been published yet." |
*
* @param {Festival_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_empty = /** @type {((inputs?: Festival_EmptyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_EmptyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_empty(inputs)
	if (locale === "fr") return fr_festival_empty(inputs)
	return en_festival_empty(inputs)
});