/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Notices_Offline_ChangedInputs */

const en_notices_offline_changed = /** @type {(inputs: Notices_Offline_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (changed while you were offline)`)
};

const es_notices_offline_changed = /** @type {(inputs: Notices_Offline_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (cambio hecho sin conexión)`)
};

const fr_notices_offline_changed = /** @type {(inputs: Notices_Offline_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (modification faite hors ligne)`)
};

/**
* | output |
* | --- |
* | "{name} (changed while you were offline)" |
*
* @param {Notices_Offline_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notices_offline_changed = /** @type {((inputs: Notices_Offline_ChangedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Offline_ChangedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notices_offline_changed(inputs)
	if (locale === "fr") return fr_notices_offline_changed(inputs)
	return en_notices_offline_changed(inputs)
});