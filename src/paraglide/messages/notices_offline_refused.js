/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ names: NonNullable<unknown>, why: NonNullable<unknown> }} Notices_Offline_RefusedInputs */

const en_notices_offline_refused = /** @type {(inputs: Notices_Offline_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Changes made offline were not saved (${i?.names}). ${i?.why}`)
};

const es_notices_offline_refused = /** @type {(inputs: Notices_Offline_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los cambios que hiciste sin conexión no se guardaron (${i?.names}). ${i?.why}`)
};

const fr_notices_offline_refused = /** @type {(inputs: Notices_Offline_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les modifications faites hors ligne n’ont pas été enregistrées (${i?.names}). ${i?.why}`)
};

/**
* | output |
* | --- |
* | "Changes made offline were not saved ({names}). {why}" |
*
* @param {Notices_Offline_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notices_offline_refused = /** @type {((inputs: Notices_Offline_RefusedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Offline_RefusedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notices_offline_refused(inputs)
	if (locale === "fr") return fr_notices_offline_refused(inputs)
	return en_notices_offline_refused(inputs)
});