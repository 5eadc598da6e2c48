/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ place: NonNullable<unknown> }} Alerts_Digest_AtInputs */

const en_alerts_digest_at = /** @type {(inputs: Alerts_Digest_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`at ${i?.place}`)
};

const es_alerts_digest_at = /** @type {(inputs: Alerts_Digest_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`en ${i?.place}`)
};

const fr_alerts_digest_at = /** @type {(inputs: Alerts_Digest_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`chez ${i?.place}`)
};

/**
* | output |
* | --- |
* | "at {place}" |
*
* @param {Alerts_Digest_AtInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_digest_at = /** @type {((inputs: Alerts_Digest_AtInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Digest_AtInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_digest_at(inputs)
	if (locale === "fr") return fr_alerts_digest_at(inputs)
	return en_alerts_digest_at(inputs)
});