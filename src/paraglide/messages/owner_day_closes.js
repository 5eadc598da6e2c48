/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Owner_Day_ClosesInputs */

const en_owner_day_closes = /** @type {(inputs: Owner_Day_ClosesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day} closes`)
};

const es_owner_day_closes = /** @type {(inputs: Owner_Day_ClosesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cierre del ${i?.day}`)
};

const fr_owner_day_closes = /** @type {(inputs: Owner_Day_ClosesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fermeture du ${i?.day}`)
};

/**
* | output |
* | --- |
* | "{day} closes" |
*
* @param {Owner_Day_ClosesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_day_closes = /** @type {((inputs: Owner_Day_ClosesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Day_ClosesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_day_closes(inputs)
	if (locale === "fr") return fr_owner_day_closes(inputs)
	return en_owner_day_closes(inputs)
});