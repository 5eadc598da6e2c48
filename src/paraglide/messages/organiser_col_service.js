/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Col_ServiceInputs */

const en_organiser_col_service = /** @type {(inputs: Organiser_Col_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service`)
};

const es_organiser_col_service = /** @type {(inputs: Organiser_Col_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servicio`)
};

const fr_organiser_col_service = /** @type {(inputs: Organiser_Col_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prestation`)
};

/**
* | output |
* | --- |
* | "Service" |
*
* @param {Organiser_Col_ServiceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_col_service = /** @type {((inputs?: Organiser_Col_ServiceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Col_ServiceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_col_service(inputs)
	if (locale === "fr") return fr_organiser_col_service(inputs)
	return en_organiser_col_service(inputs)
});