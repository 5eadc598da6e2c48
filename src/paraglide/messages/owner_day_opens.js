/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Owner_Day_OpensInputs */

const en_owner_day_opens = /** @type {(inputs: Owner_Day_OpensInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day} opens`)
};

const es_owner_day_opens = /** @type {(inputs: Owner_Day_OpensInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Apertura del ${i?.day}`)
};

const fr_owner_day_opens = /** @type {(inputs: Owner_Day_OpensInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ouverture du ${i?.day}`)
};

/**
* | output |
* | --- |
* | "{day} opens" |
*
* @param {Owner_Day_OpensInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_day_opens = /** @type {((inputs: Owner_Day_OpensInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Day_OpensInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_day_opens(inputs)
	if (locale === "fr") return fr_owner_day_opens(inputs)
	return en_owner_day_opens(inputs)
});