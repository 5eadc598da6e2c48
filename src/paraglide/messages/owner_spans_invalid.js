/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Spans_InvalidInputs */

const en_owner_spans_invalid = /** @type {(inputs: Owner_Spans_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each open day needs an opening and a closing time that differ.`)
};

const es_owner_spans_invalid = /** @type {(inputs: Owner_Spans_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada día abierto necesita una hora de apertura y una de cierre distintas.`)
};

const fr_owner_spans_invalid = /** @type {(inputs: Owner_Spans_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque jour d’ouverture doit avoir une heure d’ouverture et une heure de fermeture différentes.`)
};

/**
* | output |
* | --- |
* | "Each open day needs an opening and a closing time that differ." |
*
* @param {Owner_Spans_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_spans_invalid = /** @type {((inputs?: Owner_Spans_InvalidInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Spans_InvalidInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_spans_invalid(inputs)
	if (locale === "fr") return fr_owner_spans_invalid(inputs)
	return en_owner_spans_invalid(inputs)
});