/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Notices_Offline_Saved_CountInputs */

const en_notices_offline_saved_count = /** @type {(inputs: Notices_Offline_Saved_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} change made while you were offline are saved.`);
	return /** @type {LocalizedString} */ (`${i?.count} changes made while you were offline are saved.`)
	
};

const es_notices_offline_saved_count = /** @type {(inputs: Notices_Offline_Saved_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Se guardó ${i?.count} cambio que hiciste sin conexión.`);
	return /** @type {LocalizedString} */ (`Se guardaron los ${i?.count} cambios que hiciste sin conexión.`)
	
};

const fr_notices_offline_saved_count = /** @type {(inputs: Notices_Offline_Saved_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} modification faite hors ligne a été enregistrée.`);
	return /** @type {LocalizedString} */ (`Les ${i?.count} modifications faites hors ligne ont été enregistrées.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} change made while you were offline are saved." |
* | * | "{count} changes made while you were offline are saved." |
*
* @param {Notices_Offline_Saved_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notices_offline_saved_count = /** @type {((inputs: Notices_Offline_Saved_CountInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Offline_Saved_CountInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notices_offline_saved_count(inputs)
	if (locale === "fr") return fr_notices_offline_saved_count(inputs)
	return en_notices_offline_saved_count(inputs)
});