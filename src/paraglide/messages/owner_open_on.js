/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Owner_Open_OnInputs */

const en_owner_open_on = /** @type {(inputs: Owner_Open_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open on ${i?.day}`)
};

const es_owner_open_on = /** @type {(inputs: Owner_Open_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abierto el ${i?.day}`)
};

const fr_owner_open_on = /** @type {(inputs: Owner_Open_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ouvert le ${i?.day}`)
};

/**
* | output |
* | --- |
* | "Open on {day}" |
*
* @param {Owner_Open_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_open_on = /** @type {((inputs: Owner_Open_OnInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Open_OnInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_open_on(inputs)
	if (locale === "fr") return fr_owner_open_on(inputs)
	return en_owner_open_on(inputs)
});